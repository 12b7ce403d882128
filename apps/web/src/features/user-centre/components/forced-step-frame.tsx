import { Button } from '@arco-design/web-react';
import { href } from '@console/shared';
import { StandaloneFrame, StandaloneFrameActions, type StandaloneFrameProps } from '@/components/standalone-frame';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSignOut } from '@/lib/session/sign-out';

export type ForcedStepFrameProps = StandaloneFrameProps;

/**
 * A page the route guard holds a session on until it has done one thing (replace a temporary
 * password, set up a second factor; the server refuses it everything else). Drawn on its own like
 * the login page, with the language, the theme and a way out.
 */
export function ForcedStepFrame({ children, ...frame }: ForcedStepFrameProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <StandaloneFrame {...frame}>
      {children}
      <StandaloneFrameActions>
        <Button type="text" onClick={() => void signOut(href('login'))}>
          {t('forcedStep.signOut')}
        </Button>
      </StandaloneFrameActions>
    </StandaloneFrame>
  );
}
