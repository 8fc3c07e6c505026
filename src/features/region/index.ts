// The region area's public face: the operating-country prompt, the country and language switch.
export { CountryPromptGate } from './CountryPromptGate';
export { RegionSettings, RegionSwitchButton } from './RegionSwitch';
export { allCountriesQuery, operatingCountriesQuery, primaryLanguagesQuery } from './queries';
