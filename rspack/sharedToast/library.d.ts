// The real react-hot-toast, under the name the browser builds alias it to (rspack.config.base.ts):
// `react-hot-toast` itself is ./reactHotToast.ts there.
declare module 'react-hot-toast-lib' {
  export * from 'react-hot-toast';
  export { default } from 'react-hot-toast';
}
