import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the Encoding API that browsers (and Node) have; libraries such as qrcode's encoder need it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
