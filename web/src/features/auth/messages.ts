// User-facing texts of the auth screens, verbatim from docs/product.md §5 and §8.
export const AUTH_MESSAGES = {
  login: {
    'auth/user-not-found': 'No account found with this email. Please check your email or register.',
    'auth/wrong-password': 'Incorrect password. Please try again or reset your password.',
    'auth/invalid-credential': 'Invalid login credentials. Please check your email and password.',
    'auth/too-many-requests':
      'Too many failed login attempts. Please try again later or reset your password.',
    'auth/user-disabled':
      'This account is closed. If you deleted it, its data is being erased; otherwise contact support.',
    'auth/configuration-not-found':
      'Authentication service is not properly configured (provider not enabled).',
  },
  loginFallback: 'Failed to sign in. Please try again.',
  register: {
    'auth/email-already-in-use': 'This email is already registered. Please login or use a different email.',
    'auth/weak-password': 'Password is too weak. Please use a stronger password.',
    'auth/invalid-email': 'Invalid email address. Please check your email format.',
  },
  registerFallback: 'Failed to create account. Please try again.',
  resetFallback: 'Failed to send password reset email. Please try again.',
  resetSuccess: 'Password reset email sent. Check your inbox.',
  requiredFields: 'Please fill in all required fields',
  passwordsDontMatch: "Passwords don't match",
  mustAcceptTerms: 'You must accept the terms and conditions',
  passwordHint: 'Password must be at least 6 characters',
} as const satisfies Record<string, unknown>;
