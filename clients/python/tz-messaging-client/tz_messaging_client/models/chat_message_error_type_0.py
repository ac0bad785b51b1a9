from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatMessageErrorType0")


@_attrs_define
class ChatMessageErrorType0:
    """The provider's error code and title

    Attributes:
        code (int | None):
        title (None | str):
    """

    code: int | None
    title: None | str

    def to_dict(self) -> dict[str, Any]:
        code: int | None
        code = self.code

        title: None | str
        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        code = _parse_code(d.pop("code"))

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        chat_message_error_type_0 = cls(
            code=code,
            title=title,
        )

        return chat_message_error_type_0
