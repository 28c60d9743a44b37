import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// One wait for every screen, set once: each harness setting its own left the last one imported
// in force. A whole screen's first render loads the console's code on demand: 1 to 3 s on a busy
// two-core machine, more than 5 s when its cores run three other jobs. A wait that holds returns
// at once; only a failing one waits this long.
configure({ asyncUtilTimeout: 15_000 });
