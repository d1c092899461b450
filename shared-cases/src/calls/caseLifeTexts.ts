import { catalogueTexts } from 'shared-i18n';
/**
 * The fallbacks of the case-life calls (timeline, documents, audit): what a failure says when the
 * server says nothing.
 */
export const caseLifeTexts = catalogueTexts({
  timelineFallback: 'api.caseLife.timelineFallback',
  documentsFallback: 'api.caseLife.documentsFallback',
  addDocumentFallback: 'api.caseLife.addDocumentFallback',
  removeDocumentFallback: 'api.caseLife.removeDocumentFallback',
  noteFallback: 'api.caseLife.noteFallback',
  notesFallback: 'api.caseLife.notesFallback',
  clientFallback: 'api.caseLife.clientFallback',
  auditFallback: 'api.caseLife.auditFallback',
  documentAdded: 'api.caseLife.documentAdded',
  documentRemoved: 'api.caseLife.documentRemoved',
  noteAdded: 'api.caseLife.noteAdded',
});
