/** Sends a one-time code by SMS. Throws when the gateway refuses or cannot be reached. */
export interface SmsSender {
  sendOtp(phoneNumber: string, code: string): Promise<void>;
}
