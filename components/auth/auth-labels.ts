/** Translated texts the sign-in, registration and recovery forms receive from their server pages. */
export interface AuthFormLabels {
  fields: {
    email: string;
    password: string;
    newPassword: string;
    firstName: string;
    lastName: string;
    country: string;
    rememberMe: string;
    passwordHint: string;
  };
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

/** The second step of a staff sign-in (an authenticator code or a recovery code). */
export interface SecondFactorLabels {
  title: string;
  lead: string;
  recoveryLead: string;
  code: string;
  recoveryCode: string;
  useRecovery: string;
  useCode: string;
  submit: string;
  sending: string;
  back: string;
}
