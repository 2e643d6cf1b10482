/** The part of a DataTransfer a drop reads; tests hand over a plain object of this shape. */
export interface FileTransfer {
  types: readonly string[] | DOMStringList;
  files: FileList | readonly File[];
  items?: DataTransferItemList;
}

/** Whether a drag carries files from the desktop, rather than text or a link from the page. */
export function carriesFiles(transfer: FileTransfer | null): boolean {
  return transfer !== null && Array.from(transfer.types).includes('Files');
}

/** The dropped files. A dropped folder arrives as an entry without content, so it is left out. */
export function droppedFiles(transfer: FileTransfer): File[] {
  const items = transfer.items ? Array.from(transfer.items) : [];
  if (items.length === 0) return Array.from(transfer.files);
  return items.flatMap((item) => {
    if (item.kind !== 'file' || item.webkitGetAsEntry?.()?.isDirectory === true) return [];
    const file = item.getAsFile();
    return file === null ? [] : [file];
  });
}
