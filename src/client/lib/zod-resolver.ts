import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it may; to find out, it tries `new Function('')`
// once, which our Content-Security-Policy (no 'unsafe-eval') refuses and Chrome logs as a CSP issue
// (Lighthouse's best-practices "inspector-issues"). Forms validate a few fields: the interpreter is fast
// enough, so the client never asks. Importing the resolver from here sets this before any form parses.
config({ jitless: true });

export { zodResolver } from '@hookform/resolvers/zod';
