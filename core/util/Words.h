#pragma once

#include <QString>

#include <functional>
#include <memory>

namespace gpuplan {

// A sentence an answer states, kept as the way to word it rather than as words in one language: the answer
// is computed once, and each front end or document words it in the language in force when it reads it
// (a bilingual document twice, a desktop after View → Language) without computing the answer again.
// The maker holds its arguments by value (ids, numbers, names); it never refers to the answer or to data
// that may be gone when it is read.
class Words
{
public:
    Words() = default;
    template <typename Make, typename = std::enable_if_t<std::is_invocable_r_v<QString, Make>>>
    Words(Make make) : m_make(std::make_shared<const std::function<QString()>>(std::move(make)))
    {}

    // In the language in force (Language::Scope, the desktop's translator).
    QString text() const { return m_make ? (*m_make)() : QString(); }
    bool isEmpty() const { return !m_make; }

private:
    std::shared_ptr<const std::function<QString()>> m_make;
};

} // namespace gpuplan
