/**
 * What the server accepts (PDF, Word, plain text, JPEG, PNG): offered to the picker so a phone
 * shows the right files.
 */
export const CASE_FILE_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';
