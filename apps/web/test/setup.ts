import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default. CI runs two web files beside three server files on two
// cores, and a dialog that renders in 300 ms alone then took over a second (reportDialogs, the question
// dialog): 5 s keeps a real failure a failure while a loaded machine no longer fails a passing test.
configure({ asyncUtilTimeout: 5_000 });
