// Stands in for the 'server-only' package under jest, whose default export condition throws (jest is not Next).
export {};
