/**
 * Names and streets for the demo history's customers (seed/history.ts). Every applicant is made up: names
 * are common South African first names and surnames combined at random, e-mail addresses are on the demo
 * domain, and nobody here is a real person.
 */

/** A list written as comma-separated text (one name may hold spaces: 'van der Merwe'). */
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The demo domain every generated applicant's e-mail address is on. */
export const HISTORY_EMAIL_DOMAIN = 'example.co.za';

/** A naming tradition: first names and surnames that go together. */
export interface NameGroup {
  key: 'nguni' | 'sotho' | 'afrikaans' | 'english' | 'indian' | 'cape';
  first: string[];
  surnames: string[];
}

export const nameGroups: NameGroup[] = [
  {
    key: 'nguni',
    first: list(`
      Sipho, Thabo, Themba, Sibusiso, Mandla, Bongani, Sizwe, Lwazi, Andile, Siyabonga, Nkosinathi,
      Mthunzi, Lungelo, Xolani, Luthando, Ayanda, Zanele, Nomvula, Thandeka, Nokuthula, Lindiwe,
      Nompumelelo, Zodwa, Sinethemba, Busisiwe, Nosipho, Ntombi, Thandi, Nomsa, Zinhle, Anele, Sihle,
      Lerato, Khanyisile, Yonela, Siphesihle
    `),
    surnames: list(`
      Dlamini, Nkosi, Ndlovu, Khumalo, Mthembu, Zulu, Ngcobo, Buthelezi, Mahlangu, Shabalala, Cele,
      Zungu, Mkhize, Ntuli, Gumede, Sithole, Msimang, Xaba, Nxumalo, Mabaso, Dube, Mchunu, Ngubane,
      Majola, Hadebe, Mokoena, Ngema, Mbatha, Zwane, Mazibuko, Nqayi, Mtshali, Jali, Mavuso, Gqola,
      Mbeki, Mabuza, Sibiya
    `),
  },
  {
    key: 'sotho',
    first: list(`
      Tebogo, Kagiso, Tumelo, Karabo, Lesego, Thapelo, Katlego, Mpho, Neo, Palesa, Refilwe, Boitumelo,
      Dineo, Kamohelo, Lerato, Tshepo, Tshiamo, Kgomotso, Mmathabo, Reabetswe, Onalenna, Itumeleng,
      Kabelo, Modise, Oratile, Tlotlo, Puleng, Keneilwe
    `),
    surnames: list(`
      Molefe, Mokoena, Mofokeng, Nkoana, Motaung, Modise, Letsoalo, Maluleke, Mathebula, Baloyi,
      Chauke, Masilela, Sebola, Ramaphosa, Moloi, Tau, Phiri, Mashaba, Mokgadi, Seabi, Lekota, Motsepe,
      Kekana, Makgoba, Ramokgopa, Moleko, Selepe, Tladi, Nthite
    `),
  },
  {
    key: 'afrikaans',
    first: list(`
      Pieter, Johan, Gerhard, Hendrik, Jaco, Francois, Riaan, Wikus, Christo, Danie, Marius, Stefan,
      Anton, Jacques, Ruan, Elsabé, Anri, Marelize, Annelie, Riana, Carien, Liezl, Karin, Elmarie,
      Marlene, Sonja, Nadia, Mariska, Charlize, Wilna, Louis, Hannes
    `),
    surnames: list(`
      van der Merwe, Botha, Pretorius, Joubert, Venter, du Plessis, Nel, Coetzee, Fourie, Steyn,
      Kruger, van Wyk, Swanepoel, du Toit, Viljoen, Bezuidenhout, Olivier, Erasmus, Potgieter, Smit,
      Marais, le Roux, Jacobs, van Niekerk, Badenhorst, Lombard, Malan, Rossouw, Hattingh, Cronjé,
      Burger, Vermeulen
    `),
  },
  {
    key: 'english',
    first: list(`
      David, Michael, Craig, Grant, Wayne, Bradley, Kevin, Gareth, Ryan, Jason, Sean, Matthew, James,
      Warren, Shaun, Sarah, Nicole, Kerry, Lauren, Megan, Jessica, Claire, Tracey, Michelle, Candice,
      Samantha, Kim, Debbie, Jenny, Caroline, Rui, Carlos
    `),
    surnames: list(`
      Smith, Naidoo, Taylor, Brown, Wilson, Roberts, Walker, Thompson, Harris, Edwards, Clarke, Cooper,
      Murray, Stewart, Kelly, Fraser, Mitchell, Green, Anderson, Wood, Fernandes, da Silva, Pereira,
      Gouveia, Ferreira, Rodrigues, Campbell, Morgan, Hughes
    `),
  },
  {
    key: 'indian',
    first: list(`
      Kevin, Pravesh, Ashwin, Rajesh, Vishal, Kirsten, Priya, Kavitha, Shanice, Yusuf, Ahmed, Farouk,
      Imraan, Zaheer, Nadia, Fathima, Ayesha, Reshma, Suren, Dinesh, Nirvana, Thevan, Keshia, Yashika,
      Mohammed, Riaz, Sheetal, Deshen
    `),
    surnames: list(`
      Naidoo, Govender, Pillay, Moodley, Reddy, Chetty, Padayachee, Naicker, Singh, Maharaj, Ramsamy,
      Moosa, Essop, Patel, Ebrahim, Cassim, Khan, Bhana, Ramlall, Sewpersad, Munsamy, Perumal, Dawood,
      Mahomed
    `),
  },
  {
    key: 'cape',
    first: list(`
      Yaseen, Shane, Ridwaan, Achmat, Faiez, Ebrahim, Waseem, Chantal, Kerry-Ann, Natasha, Bianca,
      Roxanne, Shireen, Zainab, Nazeema, Tasneem, Ashley, Brandon, Clinton, Dylan, Juanita, Ruwayda,
      Luqmaan, Mogamat, Tamryn, Denzil
    `),
    surnames: list(`
      Adams, Hendricks, Isaacs, Jacobs, Abrahams, Petersen, Davids, Williams, Arendse, Solomons,
      Daniels, Samuels, February, Booysen, Africa, Cupido, Fortuin, Jansen, Kannemeyer, Manuel,
      September, Salie, Ismail, Martin
    `),
  },
];

/** How often each naming tradition turns up among customers, by province (a rough mix, not census data). */
export const nameMixByProvince: Record<string, Partial<Record<NameGroup['key'], number>>> = {
  Gauteng: { nguni: 30, sotho: 30, afrikaans: 16, english: 14, indian: 5, cape: 5 },
  'Western Cape': { nguni: 14, sotho: 3, afrikaans: 22, english: 18, indian: 3, cape: 40 },
  'KwaZulu-Natal': { nguni: 46, sotho: 3, afrikaans: 7, english: 16, indian: 26, cape: 2 },
  'Eastern Cape': { nguni: 42, sotho: 4, afrikaans: 16, english: 16, indian: 3, cape: 19 },
  'Free State': { nguni: 12, sotho: 46, afrikaans: 26, english: 10, indian: 2, cape: 4 },
};

/** Street names that occur in most South African towns, for the applicants' addresses. */
export const streetNames = list(`
  Church Street, Main Road, Long Street, Voortrekker Road, Jan Smuts Avenue, Oak Avenue,
  Kerk Street, Victoria Road, Beach Road, Nelson Mandela Drive, Albertina Sisulu Road, Rose Street,
  Protea Road, Jacaranda Avenue, Acacia Street, Bluegum Avenue, Fourth Avenue, Seventh Street,
  Park Lane, Hill Street, Station Road, School Street, Market Street, Kingfisher Crescent,
  Impala Road, Kudu Street, Eland Street, Disa Avenue, Fynbos Close, Msinsi Road, Ubuntu Street,
  Umgeni Road, Florida Road, Beyers Naudé Drive, Rivonia Road, President Street, Smit Street,
  Queen Street, King George Street, Marula Close, Wattle Street, Sunbird Close, Lourie Avenue
`);

/** Mobile prefixes of the South African networks (after the 0): 06x, 07x and 08x. */
export const mobilePrefixes = list(`
  60, 61, 62, 63, 64, 65, 66, 67, 71, 72, 73, 74, 76, 78, 79, 81, 82, 83, 84
`);
