/** Image files import as the URL the build gives them (asset/resource). */
declare module '*.svg' {
  const url: string;
  export default url;
}
