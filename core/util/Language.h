#pragma once

#include <QString>

namespace gpuplan {

// Loads the application's and Qt's own translations for "zh"/"zh_CN" or "en", replacing earlier ones.
namespace Language {
bool install(const QString& language);
QString fromEnvironment(); // "zh_CN" when LANG/LC_ALL says Chinese, else "en"
QString current();
} // namespace Language

} // namespace gpuplan
