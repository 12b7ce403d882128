export declare const CHROMIUM_INSTALL: string;
export declare function chromium(): { path: string; installed: boolean };
