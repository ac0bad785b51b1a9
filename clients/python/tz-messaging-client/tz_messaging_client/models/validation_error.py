from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.validation_error_code import ValidationErrorCode

if TYPE_CHECKING:
    from ..models.validation_error_errors import ValidationErrorErrors


T = TypeVar("T", bound="ValidationError")


@_attrs_define
class ValidationError:
    """
    Attributes:
        message (str):
        code (ValidationErrorCode):
        errors (ValidationErrorErrors):
    """

    message: str
    code: ValidationErrorCode
    errors: ValidationErrorErrors
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        code = self.code.value

        errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
                "code": code,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.validation_error_errors import ValidationErrorErrors  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        code = ValidationErrorCode(d.pop("code"))

        errors = ValidationErrorErrors.from_dict(d.pop("errors"))

        validation_error = cls(
            message=message,
            code=code,
            errors=errors,
        )

        validation_error.additional_properties = d
        return validation_error

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
