// The mailer lives in @care/infra (packages/infra/src/mail.ts) so that the worker sends mail the same way (report
// schedule notices); the API's modules keep importing it from here.
export { createMailer, type MailMessage, type Mailer, type MailerDeps } from "@care/infra";
