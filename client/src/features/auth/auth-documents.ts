import { graphql } from '../../gql';

// Mutations shared by the sign-in and second-factor screens.

export const SendSecondFactorCodeMutation = graphql(`
  mutation SendSecondFactorCode {
    sendSecondFactorCode {
      sent
      errors {
        message
      }
    }
  }
`);
