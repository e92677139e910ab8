#pragma once

#include <QString>

namespace gpuplan {

// Loads the application's and Qt's own translations for "zh"/"zh_CN" or "en", replacing earlier ones.
namespace Language {
bool install(const QString& language);
QString fromEnvironment(); // "zh_CN" when LANG/LC_ALL says Chinese, else "en"
QString current();
bool isChinese(); // the current language is Chinese
// A text in the given language ("zh…" or "en") whatever the current one is: for data stored in both
// languages.
QString translate(const QString& language, const char* context, const char* source,
                  const char* disambiguation = nullptr);
} // namespace Language

} // namespace gpuplan
