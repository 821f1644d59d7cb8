export declare function asciiOnly(code: string): string;
