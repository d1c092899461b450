import { catalogueTexts } from 'shared-i18n';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// These texts are the cases catalogue's (cases.*): registered with the calls that read them.
registerCatalogueOfCases();

/**
 * The fallbacks of the dates and document-request calls (what a failure says when the server
 * says nothing) and their toasts.
 */
export const caseDatesTexts = catalogueTexts({
  datesFallback: 'cases.dates.loadFallback',
  saveDateFallback: 'cases.dates.saveFallback',
  cancelDateFallback: 'cases.dates.cancelFallback',
  rescheduleFallback: 'cases.dates.rescheduleFallback',
  calendarFallback: 'cases.dates.calendarFallback',
  weekFallback: 'cases.dates.weekFallback',
  dateAdded: 'cases.dates.added',
  dateSaved: 'cases.dates.saved',
  dateCancelled: 'cases.dates.cancelled',
  rescheduleSent: 'cases.dates.rescheduleSent',
  requestsFallback: 'cases.requests.loadFallback',
  askFallback: 'cases.requests.askFallback',
  cancelRequestFallback: 'cases.requests.cancelFallback',
  uploadFallback: 'cases.requests.uploadFallback',
  asked: 'cases.requests.asked',
  withdrawn: 'cases.requests.withdrawn',
  sent: 'cases.requests.sent',
});
