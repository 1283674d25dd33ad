export declare const SHOPPER_TRANSPORTS: readonly string[];
export declare function reachesShoppers(transport: string | undefined): boolean;
export declare function shopperMailSetting(transport: string | undefined): '1' | '0';
