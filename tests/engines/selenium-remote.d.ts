// selenium-webdriver ships CommonJS with no exports map: Node needs the file's own path, which its
// typings (remote.d.ts) do not name.
declare module 'selenium-webdriver/remote/index.js' {
  export * from 'selenium-webdriver/remote';
}
