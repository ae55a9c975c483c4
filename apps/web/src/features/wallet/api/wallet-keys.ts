/** Query keys of the wallet screens, all under ['wallet']. */
export const walletKeys = {
  all: ['wallet'] as const,
  info: ['wallet', 'info'] as const,
  ledger: ['wallet', 'ledger'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  passwordStatus: ['wallet', 'password-status'] as const,
};
