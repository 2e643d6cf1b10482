/** Reads a file's text; injectable so tests can make reading fail. */
export type ReadFileText = (file: File) => Promise<string>;

/** Why a dropped file was not read, with an extra note for security errors (R25.154). */
export interface DroppedFileError {
  message: string;
  note?: string;
}

export interface DroppedFileProps {
  /** Called with the file's text once read. */
  onText: (text: string, file: File) => void;
  /** Hint in the drop zone, e.g. 'Drop a license file here'. */
  hint?: string;
  /** File types the chooser offers, as in the input's accept attribute. */
  accept?: string;
  disabled?: boolean;
  readText?: ReadFileText;
}
