from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="InviteeFileImportErrorsItem")


@_attrs_define
class InviteeFileImportErrorsItem:
    """
    Attributes:
        row (int):
        message (str):
    """

    row: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        message = d.pop("message")

        invitee_file_import_errors_item = cls(
            row=row,
            message=message,
        )

        return invitee_file_import_errors_item
