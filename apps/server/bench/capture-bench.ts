/**
 * `npm run bench:capture` (issue 17): part 1, a web capture of a local 2 MB page (capture-web-bench.ts); further
 * parts add their own file and one line here. Prints figures; asserts nothing.
 */
import { benchWebCapture } from './capture-web-bench';

await benchWebCapture();
