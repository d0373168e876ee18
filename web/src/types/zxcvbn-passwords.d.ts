/** The common-password list of @zxcvbn-ts/language-common, most common first. */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
