import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts by itself only with vitest's globals, which this workspace leaves off.
afterEach(() => cleanup());
