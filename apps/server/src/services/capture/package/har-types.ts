/** The parts of a HAR 1.2 log (as playwright-core writes it with content: 'embed') this package reads. */
export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  serverIPAddress?: string;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarHeader[];
    postData?: { mimeType?: string; text?: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarHeader[];
    content: { size: number; mimeType?: string; text?: string; encoding?: string };
    redirectURL?: string;
  };
}

export interface Har {
  log: { version: string; creator?: { name: string; version: string }; pages?: { id: string; title: string; startedDateTime: string }[]; entries: HarEntry[] };
}
