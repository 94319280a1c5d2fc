import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/svelte';
import { afterEach } from 'vitest';

// Unmount every widget between tests so renders never pile up in the shared document.
afterEach(() => cleanup());
