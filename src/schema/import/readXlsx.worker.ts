// Reads an .xlsx off the page's thread. The library's own worker (built from function source)
// does not survive minification, so its worker-free build runs here instead.
import { readSheet } from 'read-excel-file/universal';

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    self.postMessage({ rows: await readSheet(event.data) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
