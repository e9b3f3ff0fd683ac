// A process that makes a capture working directory the way captures do (temp-dirs.ts) in the root it is
// given, says its path and waits to be killed: what a server killed during a capture leaves behind.
import { makeCaptureTempDir } from '../../src/services/capture/temp-dirs';

const dir = makeCaptureTempDir('web', process.argv[2]);
process.stdout.write(`${dir}\n`);
setInterval(() => {}, 60_000);
