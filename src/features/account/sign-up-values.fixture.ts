// A client sign-up form, complete but for the names, as the name tests start from.
export const signUpWithoutNames = {
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phoneNumber: '0803123456',
  countryIdentifier: '',
  agreedToTerms: true,
};
