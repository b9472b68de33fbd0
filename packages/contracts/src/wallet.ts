// wallet contracts: filled by the wallet work (issue 4)
export {};
