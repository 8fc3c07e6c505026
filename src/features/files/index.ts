// Uploaded documents: the accounts document's file rules and the safe preview (image, PDF drawn by pdf.js, download).
export { FilePreview } from './FilePreview';
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  documentFileProblem,
  MAX_FILE_BYTES,
  previewKind,
  shortFileName,
  type FileProblem,
} from './rules';
export { fileProblemMessageId } from './messages';
