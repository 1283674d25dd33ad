export function storeTemplatePath(): string;
export function makeStoreTemplate(): Promise<string>;
