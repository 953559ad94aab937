//! The words fanodeck says and prints, in the languages its page speaks: English, French,
//! German, Spanish and Hebrew.
//!
//! A sentence is a [`Text`]: a message id of the catalogues (`i18n/<language>/engine.ftl`, Project
//! Fluent's format) and its arguments. The library keeps sentences as `Text` until someone
//! reads them: [`Text`]'s `Display` is English (the CLI's words and every error's own message);
//! the web page formats the same id and arguments in its chosen language, so that a message
//! already shown follows a change of language; [`Language::say`] gives any language here, for
//! the words a deck prints (the legend's title, the duplex test sheet).

mod numbers;

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language of the catalogues.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English, the catalogues' source.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Spanish.
    Es,
    /// Hebrew, written right to left.
    He,
}

/// Each language's catalogue of the library's words.
const CATALOGUES: [(Language, &str); 5] = [
    (Language::En, include_str!("../../i18n/en/engine.ftl")),
    (Language::Fr, include_str!("../../i18n/fr/engine.ftl")),
    (Language::De, include_str!("../../i18n/de/engine.ftl")),
    (Language::Es, include_str!("../../i18n/es/engine.ftl")),
    (Language::He, include_str!("../../i18n/he/engine.ftl")),
];

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 5] =
        [Language::En, Language::Fr, Language::De, Language::Es, Language::He];

    /// Its BCP 47 tag: `en`, `fr`, `de`, `es`, `he`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::De => "de",
            Language::Es => "es",
            Language::He => "he",
        }
    }

    /// Whether it is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Language::He
    }

    /// The language of a tag such as `fr`, `fr-CA` or `fr_FR.UTF-8`, if it is one of ours.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// `text` in this language (English where the catalogue lacks its id, which CI forbids).
    pub fn say(self, text: &Text) -> String {
        let mut errors = Vec::new();
        let said = self.format(text, &mut errors);
        debug_assert!(errors.is_empty(), "{}: {text:?}: {errors:?}", self.tag());
        said
    }

    /// A number as this language writes it: `92.3` in English, `92,3` in French.
    pub fn number(self, value: f64) -> String {
        numbers::format(self, value)
    }

    fn format(self, text: &Text, errors: &mut Vec<String>) -> String {
        let found = |language: Language| {
            let bundle = bundle(language);
            bundle.get_message(text.id).and_then(|m| m.value()).map(|p| (bundle, p))
        };
        let Some((bundle, pattern)) = found(self).or_else(|| found(Language::En)) else {
            errors.push(format!("no message '{}'", text.id));
            return text.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value = match arg {
                Arg::Str(s) => FluentValue::from(s.as_str()),
                Arg::Num(n) => FluentValue::from(*n),
                // Its own isolate takes its direction from its first letter: a right-to-left
                // mark first, for a list of numbers or names inside a Hebrew sentence.
                Arg::Text(inner) => {
                    let mark = if self.is_rtl() { "\u{200f}" } else { "" };
                    FluentValue::from(format!("{mark}{}", self.format(inner, errors)))
                }
            };
            args.set(*name, value);
        }
        let mut fluent = Vec::new();
        let said = bundle.format_pattern(pattern, Some(&args), &mut fluent).into_owned();
        errors.extend(fluent.iter().map(|e| format!("{e:?}")));
        said
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// `language`'s catalogue, parsed the first time it is asked for (the CLI only ever says
/// English).
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 5] = [const { OnceLock::new() }; 5];
    BUNDLES[language as usize].get_or_init(|| {
        let source = CATALOGUES[language as usize].1;
        let tag: unic_langid::LanguageIdentifier = language.tag().parse().expect("a language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Isolating marks keep a file name's letters in order in right-to-left text,
        // and are left out elsewhere so that English stays plain text.
        bundle.set_use_isolating(language.is_rtl());
        bundle.set_formatter(Some(numbers::FORMATTERS[language as usize]));
        bundle.add_builtins().expect("NUMBER is added once");
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, e)| panic!("i18n/{language}/engine.ftl: {e:?}"));
        bundle.add_resource(resource).expect("a catalogue's ids are unique");
        bundle
    })
}

/// A sentence to say: a catalogue's message id and its arguments.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Text {
    /// The message's id in the catalogues.
    pub id: &'static str,
    /// Its arguments, by name.
    #[serde(serialize_with = "args_as_map")]
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Text`]: words as given, a number, or a sentence said in the same
/// language.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// Words as they are (a file name, a value as typed).
    Str(String),
    /// A number, written as the language writes numbers and choosing its plural.
    Num(f64),
    /// A sentence of its own.
    Text(Text),
}

impl Text {
    /// The message `id` with no arguments.
    pub fn new(id: &'static str) -> Text {
        Text { id, args: Vec::new() }
    }

    /// With the argument `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// Words that are not fanodeck's (a decoder's, a parser's, the operating system's, the
    /// command line's own), said as they are in every language.
    pub fn as_is(words: impl Into<String>) -> Text {
        Text::new("untranslated").arg("words", words.into())
    }

    /// `items` as one list, "a, b or c", each said in the same language.
    pub fn or_list(items: impl IntoIterator<Item = impl Into<Arg>>) -> Arg {
        Text::list(items, false)
    }

    /// `items` as one list, "a, b and c", each said in the same language.
    pub fn and_list(items: impl IntoIterator<Item = impl Into<Arg>>) -> Arg {
        Text::list(items, true)
    }

    fn list(items: impl IntoIterator<Item = impl Into<Arg>>, and: bool) -> Arg {
        let mut items: Vec<Arg> = items.into_iter().map(Into::into).collect();
        let Some(last) = items.pop() else { return Arg::Str(String::new()) };
        // All but the last joined by commas, the last by the word.
        let Some(first) = items.into_iter().rev().reduce(|rest, item| {
            Arg::Text(crate::i18n::text!("list-comma", first = item, rest = rest))
        }) else {
            return last;
        };
        Arg::Text(match and {
            true => crate::i18n::text!("list-and", first = first, last = last),
            false => crate::i18n::text!("list-or", first = first, last = last),
        })
    }
}

/// A [`Text`]: `text!("id", name = value, …)`.
#[macro_export]
macro_rules! text {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Text::new($id)$(.arg(stringify!($name), $value))*
    };
}

/// The macro by its module's path, `crate::i18n::text!`, as the other modules name it.
pub use crate::text;

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&Language::En.say(self))
    }
}

fn args_as_map<S: serde::Serializer>(
    args: &[(&'static str, Arg)],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(args.iter().map(|(name, arg)| (name, arg)))
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<&std::path::Path> for Arg {
    fn from(path: &std::path::Path) -> Arg {
        Arg::Str(path.display().to_string())
    }
}
impl From<&std::path::PathBuf> for Arg {
    fn from(path: &std::path::PathBuf) -> Arg {
        Arg::Str(path.display().to_string())
    }
}
impl From<Text> for Arg {
    fn from(text: Text) -> Arg {
        Arg::Text(text)
    }
}
impl From<f32> for Arg {
    /// By its shortest decimal, so that 92.3f32 is said 92.3, not 92.30000305.
    fn from(n: f32) -> Arg {
        Arg::Num(n.to_string().parse().unwrap_or(f64::from(n)))
    }
}
impl From<f64> for Arg {
    fn from(n: f64) -> Arg {
        Arg::Num(n)
    }
}
macro_rules! integer_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
integer_args!(u8, u16, u32, u64, usize, i32, i64);

#[cfg(test)]
mod tests;

/// A [`Text`] read back (a prepared picture's warnings): its id and argument names must be
/// the catalogues' own.
impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        use serde::de::Error as _;
        #[derive(serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            id: String,
            #[serde(default)]
            args: std::collections::BTreeMap<String, Arg>,
        }
        let raw = Raw::deserialize(deserializer)?;
        let id = known_id(&raw.id)
            .ok_or_else(|| D::Error::custom(format!("no message '{}'", raw.id)))?;
        let mut text = Text::new(id);
        for (name, arg) in raw.args {
            let name = known_argument(&name)
                .ok_or_else(|| D::Error::custom(format!("no argument '{name}'")))?;
            text.args.push((name, arg));
        }
        Ok(text)
    }
}

impl<'de> serde::Deserialize<'de> for Arg {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Arg, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Str(String),
            Num(f64),
            Text(Text),
        }
        Ok(match Raw::deserialize(deserializer)? {
            Raw::Str(s) => Arg::Str(s),
            Raw::Num(n) => Arg::Num(n),
            Raw::Text(t) => Arg::Text(t),
        })
    }
}

/// The English catalogue's own spelling of the message id `id`, if it has that message.
fn known_id(id: &str) -> Option<&'static str> {
    let source: &'static str = CATALOGUES[Language::En as usize].1;
    source.lines().find_map(|line| {
        let (name, _) = line.split_once(" =")?;
        (name == id && name.starts_with(|c: char| c.is_ascii_lowercase())).then_some(name)
    })
}

/// The English catalogue's own spelling of the argument `name` (a placeable `$name`).
fn known_argument(name: &str) -> Option<&'static str> {
    let source: &'static str = CATALOGUES[Language::En as usize].1;
    let ends = |c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-');
    source.match_indices('$').find_map(|(at, _)| {
        let rest = &source[at + 1..];
        let found = &rest[..rest.find(ends).unwrap_or(rest.len())];
        (found == name && !found.is_empty()).then_some(found)
    })
}

/// Tells a warning through `log`: its words in English, and the [`Text`] itself under the key
/// `text`, for a front end that says it in another language.
pub fn warn(text: Text) {
    log::warn!(text:serde = text; "{text}");
}
