import type { LandingText } from './landing.en.js';

export const landing: LandingText = {
  home: 'होम',
  pricing: 'मूल्य निर्धारण',
  features: 'सुविधाएँ',
  contact: 'संपर्क',
  signIn: 'साइन इन करें',
  getStarted: 'शुरू करें',
  heroFallbackTitle: 'ऑनलाइन मूल्यांकन, अब आसान',
  heroFallbackText: 'क्विज़, सर्वेक्षण और प्रमाणित परीक्षाएँ प्रकाशित करें। उम्मीदवार उन्हें ब्राउज़र में ही देते हैं।',
  learnMore: 'और जानें',
  featuresSubtitle: 'ऑनलाइन मूल्यांकन देने के लिए आपको जो कुछ चाहिए।',
  contactSubtitle: 'प्लान या सुविधाओं के बारे में प्रश्न हैं? हमसे संपर्क करें।',
  telephone: 'टेलीफ़ोन',
  email: 'ईमेल',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  mainNavigation: 'मुख्य नेविगेशन',
  followUs: 'हमें फ़ॉलो करें',
};
