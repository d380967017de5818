/**
 * Spec 1, own profile: the link to the create-business form, shown whether or not the member owns
 * a business (decision 0043). A module of its own so that only the profile page carries it.
 */
export const CREATE_BUSINESS_PROFILE_NOW = 'CREATE YOUR BUSINESS PROFILE NOW';
