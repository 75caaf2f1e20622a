/** What features implement for their payments; the registry is the app's `services.captures`. */
export {
  type CaptureHandler,
  CaptureNotRecordable,
  type Payment,
  type PaymentLog,
} from '../../platform/payments/capture-handlers';
