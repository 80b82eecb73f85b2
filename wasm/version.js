// The package version, one module every entry shares (the Worker entry must not pull in the
// synchronous engine just to say its version). tests/package checks it against package.json.
export const VERSION = '0.1.0';
