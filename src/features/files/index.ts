// Uploaded documents: the accounts document's file rules and the safe preview (image, PDF drawn by pdf.js, download).
export { FilePreview } from './FilePreview';
export { DOCUMENT_ACCEPT, documentFileProblem, shortFileName } from './rules';
export { fileProblemText, useFileProblemText, type FileProblemText } from './problem-messages';
