// Types of buildStamp.mjs for the TypeScript tests (apps/server/test/buildStamp.test.ts).
export declare const STAMP_FILE: string;
export declare function inputFiles(root: string, inputs: readonly string[]): string[];
export declare function hashInputs(root: string, inputs: readonly string[]): { hash: string; files: number };
export declare function readStamp(outputDir: string): { version: number; hash: string; builtAt: string } | null;
export declare function writeStamp(outputDir: string, hash: string, now?: Date): void;
export declare function removeStamp(outputDir: string): void;
export declare function needsBuild(part: { outputDir: string; required: string }, hash: string): string | null;
