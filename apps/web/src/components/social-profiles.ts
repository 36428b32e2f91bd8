import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { COMPANY } from '@/lib/company';

/** Our social profiles, each with the name its icon-only link gives it. */
export const SOCIAL = [
  { label: 'Motorwise on Facebook', href: COMPANY.social.facebook, Icon: IconBrandFacebook },
  { label: 'Motorwise on Instagram', href: COMPANY.social.instagram, Icon: IconBrandInstagram },
  { label: 'Motorwise on LinkedIn', href: COMPANY.social.linkedin, Icon: IconBrandLinkedin },
  { label: 'Motorwise on X', href: COMPANY.social.x, Icon: IconBrandX },
];
