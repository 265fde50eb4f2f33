// The affiliation outcome wording both account-connecting flows show (client and admin). SPEC §8's
// "the product's team" is the spec's stand-in for the brand name, which comes from configuration.
export function affiliatedMessage(brandName: string): string {
  return `Account is affiliated! You can now connect it to the ${brandName} team.`;
}
