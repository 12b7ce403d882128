declare module '@arco-design/color' {
  interface GenerateOptions {
    /** 1-based index of the shade to return. */
    index?: number;
    /** Return all ten shades. */
    list?: boolean;
    /** Shades for the dark theme. */
    dark?: boolean;
    format?: 'hex' | 'rgb' | 'hsl';
  }
  export function generate(color: string, options: GenerateOptions & { list: true }): string[];
  export function generate(color: string, options?: GenerateOptions): string;
  /** `'22, 93, 255'`: the form Arco's colour variables hold. */
  export function getRgbStr(color: string): string;
}
